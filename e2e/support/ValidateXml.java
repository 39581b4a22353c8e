// Validates an XML file against an XML Schema with the JDK's own validator: `java ValidateXml.java schema.xsd file.xml`.
// Prints nothing and exits 0 when valid; prints the first error and exits 1 otherwise.
import java.io.File;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;

public class ValidateXml {
  public static void main(String[] args) throws Exception {
    var factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    var validator = factory.newSchema(new File(args[0])).newValidator();
    try {
      validator.validate(new StreamSource(new File(args[1])));
    } catch (org.xml.sax.SAXException error) {
      System.out.println(error.getMessage());
      System.exit(1);
    }
  }
}
